import { deleteDoc, refs, type DataPort } from '@comptoir/core';

export function deleteDomainMapping(db: DataPort, domain: string): Promise<void> {
  return deleteDoc(db, refs.domain(domain));
}
