import type { DataPort } from '../port/data-port';
import { prospectRefs } from '../model/prospect-refs';
import { prospectFormSchema, toProspect, type ProspectFormInput } from '../model/prospect';
import { submitVisitorLead } from './submit-visitor-lead';

/** Stores a shop's request from the landing page; the administrators' email is sent by the creation trigger. */
export async function submitProspect(db: DataPort, visitorUid: string, form: ProspectFormInput): Promise<string> {
  return submitVisitorLead(db, visitorUid, prospectRefs.prospects(), toProspect(prospectFormSchema.parse(form)));
}
