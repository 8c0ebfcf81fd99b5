// filled in below
export const resourceEntities = [];
