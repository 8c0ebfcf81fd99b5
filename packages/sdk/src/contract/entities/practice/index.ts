// filled in below
export const practiceEntities = [];
