export * from './submit-visitor-lead';
export * from './submit-quote-request';
export * from './submit-contact-message';
export * from './submit-prospect';
