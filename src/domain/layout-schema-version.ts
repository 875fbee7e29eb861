/** Where a block's saved data says which version of its shape it is; absent means version 1. */
export const SCHEMA_VERSION_KEY = 'schema_version';
