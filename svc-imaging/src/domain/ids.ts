// Ids are uuids (v7 for rows we create); anything else is refused before it reaches a query.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
