// filled in below
export const systemEntities = [];
