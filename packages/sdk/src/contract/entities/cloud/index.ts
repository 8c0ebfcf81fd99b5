// filled in below
export const cloudEntities = [];
