// filled in below
export const projectEntities = [];
