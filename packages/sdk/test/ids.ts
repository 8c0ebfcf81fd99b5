/**
 * A row id as the production back end issues them (32 lowercase hex characters), made from a small number so
 * that tests stay readable: hexId(1) is '00000000000000000000000000000001'. Such an id also looks like a
 * number, which is the point: the SDK must pass it on as the string it is.
 */
export const hexId = (n: number) => n.toString(16).padStart(32, '0');
