export * from './port/stream';
export * from './port/data-port';
export * from './port/field-values';
export * from './port/auth-port';
export * from './port/functions-port';
export * from './port/storage-port';

export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/domain';
export * from './schemas/site';
export * from './schemas/pages';
export * from './schemas/hours';
export * from './schemas/content';
export * from './schemas/products';
export * from './schemas/leads';
export * from './schemas/callables';

export * from './refs';
export * from './repo';

export * from './domain/normalise-domain';
export * from './domain/resolve-site';
export * from './domain/site-links';
export * from './domain/colour';
export * from './domain/calendar';
export * from './domain/hours';
export * from './domain/price-display';
export * from './domain/local-business';

export * from './operations/caller';
export * from './operations/resolve-site-by-host';
export * from './operations/toggle-event-participation';

export * from './local/persistence';
export * from './local/local-store';

export * from './seed/accounts';
