import type { DataPort } from '../port/data-port';
import { prospectRefs } from '../prospect-refs';
import { addDoc } from '../repo';
import { prospectFormSchema, toProspect, type ProspectFormInput } from '../schemas/prospect';

/** Stores a shop's request from the landing page; the administrators' email is sent by the creation trigger. */
export async function submitProspect(db: DataPort, form: ProspectFormInput): Promise<string> {
  return addDoc(db, prospectRefs.prospects(), toProspect(prospectFormSchema.parse(form)));
}
