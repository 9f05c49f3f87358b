export * from './port/stream';
export * from './port/data-port';
export * from './port/field-values';
export * from './port/auth-port';
export * from './port/functions-port';
export * from './port/storage-port';

export * from './schemas/common';
export * from './schemas/visitor-writes';
export * from './schemas/user';
export * from './schemas/domain';
export * from './schemas/site';
export * from './schemas/pages';
export * from './schemas/hours';
export * from './schemas/content';
export * from './schemas/products';
export * from './schemas/leads';
export * from './schemas/prospect';
export * from './schemas/callables';
export * from './schemas/quote-form';
export * from './schemas/contact-form';
export * from './schemas/auth-form';
export * from './schemas/site-form';
export * from './schemas/domain-form';
export * from './schemas/settings-form';
export * from './schemas/product-form';
export * from './schemas/content-forms';
export * from './schemas/page-forms';
export * from './schemas/hours-form';

export * from './refs';
export * from './prospect-refs';
export * from './quota-refs';
export * from './recipient-refs';
export * from './repo';

export * from './domain/normalise-domain';
export * from './domain/resolve-site';
export * from './domain/site-links';
export * from './domain/crawl-files';
export * from './domain/colour';
export * from './domain/calendar';
export * from './domain/parse-french-date';
export * from './domain/fold-text';
export * from './domain/hours';
export * from './domain/period-text';
export * from './domain/price-display';
export * from './domain/site-slug';
export * from './domain/product-availability';
export * from './domain/local-business';
export * from './domain/french-de';
export * from './domain/period-visibility';

export * from './operations';
export * from './operations/submit-quote-request';
export * from './operations/submit-contact-message';

export * from './local/persistence';
export * from './local/local-store';
export * from './local/indexes';

export * from './seed/accounts';
export * from './schemas/legal';
export * from './domain/french-business-ids';
