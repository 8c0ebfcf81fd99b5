// filled in below
export const gatewayEntities = [];
