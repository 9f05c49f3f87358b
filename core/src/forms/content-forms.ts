export * from './event-form';
export * from './service-form';
export * from './testimonial-form';
