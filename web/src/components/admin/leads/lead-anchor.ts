/** The anchor of a lead's card, for links that open it (the dashboard's rows). */
export const leadAnchor = (id: string): string => `demande-${id}`;
