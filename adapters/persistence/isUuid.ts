const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a text that can name a uuid key; PostgreSQL would refuse any other text compared with a uuid column. */
export const isUuid = (id: string): boolean => UUID.test(id);
