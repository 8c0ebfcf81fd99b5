// filled in below
export const templateEntities = [];
