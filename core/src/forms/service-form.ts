import { z } from 'zod';
import { imageUrl } from '../model/common';
import { formText } from '../model/form-text';

/** The title and description of the services page (empty fields show the public defaults). */
export const servicesPageFormSchema = z.object({
  title: formText(200),
  description: formText(5000),
});
export type ServicesPageFormInput = z.input<typeof servicesPageFormSchema>;
export type ServicesPageFormValues = z.output<typeof servicesPageFormSchema>;

/** A category holds at most this many images (firestore.rules: isImageList). */
export const SERVICE_CATEGORY_MAX_IMAGES = 12;
const CATEGORY_REQUIRED = 'Veuillez remplir au moins le nom et le titre';

/** Service category dialogs: name (the tab label) and title required; ordered images. */
export const serviceCategoryFormSchema = z.object({
  name: formText(100, { length: 1, message: CATEGORY_REQUIRED }),
  title: formText(200, { length: 1, message: CATEGORY_REQUIRED }),
  description: formText(5000),
  images: z.array(imageUrl).max(SERVICE_CATEGORY_MAX_IMAGES, `${SERVICE_CATEGORY_MAX_IMAGES} images maximum`),
});
export type ServiceCategoryFormInput = z.input<typeof serviceCategoryFormSchema>;
export type ServiceCategoryFormValues = z.output<typeof serviceCategoryFormSchema>;

const FAQ_REQUIRED = 'Veuillez remplir la question et la réponse';

/** FAQ dialogs: question and answer required. */
export const faqFormSchema = z.object({
  question: formText(200, { length: 1, message: FAQ_REQUIRED }),
  answer: formText(5000, { length: 1, message: FAQ_REQUIRED }),
});
export type FaqFormInput = z.input<typeof faqFormSchema>;
export type FaqFormValues = z.output<typeof faqFormSchema>;
