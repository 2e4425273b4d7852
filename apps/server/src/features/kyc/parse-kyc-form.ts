import { type KycSide, kycRequest } from '@rangkai/shared';
import { fieldError, parseFields } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import type { Form } from '../../lib/form.js';
import { type CleanImage, cleanImage } from '../../lib/images.js';
import { ageOn, myKadBirthDate } from './identity-number.js';

/** Identity images smaller than this on their short side cannot be read by a reviewer. */
const MIN_IMAGE_SIDE = 200;

export interface KycSubmission {
  idNumber: string;
  fullname: string;
  birthDate: string | null;
  secPassword: string;
  images: { ic_front: CleanImage; ic_back: CleanImage; selfie: CleanImage | null };
}

/**
 * A KYC form checked before anything is stored: the fields, the MyKad date of birth (18 or older
 * on today's business date), both sides of the document (and the optional selfie) really decoded
 * as JPEG/PNG and re-encoded without metadata.
 */
export async function parseKycForm(form: Form, today = businessDate()): Promise<KycSubmission> {
  const input = parseFields(kycRequest, form.fields);
  const birthDate = myKadBirthDate(input.id_number, today);
  if (birthDate === 'invalid') throw fieldError('VALIDATION_ERROR', 'id_number');
  if (birthDate !== null && ageOn(birthDate, today) < 18)
    throw fieldError('NEED_18_AGE_ABOVE', 'id_number');
  for (const side of ['ic_front', 'ic_back'] as const)
    if (!form.files[side]) throw fieldError('REQUIRED', side);
  const clean = (side: KycSide) =>
    form.files[side] ? cleanImage(form.files[side], side, { minSide: MIN_IMAGE_SIDE }) : null;
  const [front, back, selfie] = await Promise.all([
    clean('ic_front'),
    clean('ic_back'),
    clean('selfie'),
  ]);
  return {
    idNumber: input.id_number,
    fullname: input.fullname,
    birthDate,
    secPassword: input.sec_password,
    images: { ic_front: front!, ic_back: back!, selfie },
  };
}
