/** 'tel:0478421735' — only digits and a leading + are dialled. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
