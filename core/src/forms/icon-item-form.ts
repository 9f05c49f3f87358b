import { z } from 'zod';
import { LIMITS } from '../model/common';
import { REQUIRED_FIELDS_MESSAGE, requiredFormText } from './event-form';

/** The dialog of an item shown with an icon (reassurance, value): title and description required, one of `icons`. */
export const iconItemFormSchema = <const Icons extends readonly [string, ...string[]]>(icons: Icons) =>
  z.object({
    title: requiredFormText(LIMITS.title),
    description: requiredFormText(LIMITS.shortText),
    iconName: z.enum(icons, REQUIRED_FIELDS_MESSAGE),
  });
