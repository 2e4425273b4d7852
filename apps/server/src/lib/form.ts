// The request's multipart methods (`isMultipart`, `parts`) are declared by @fastify/multipart.
import type {} from '@fastify/multipart';
import { findControlCharacter } from '@rangkai/shared';
import type { FastifyRequest } from 'fastify';
import { fieldError } from './app-error.js';

export interface Form {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * A request's form: multipart/form-data (text fields and the named file fields; any other file is
 * refused, a file over the upload limit is 413) or a JSON body. Text holding a control character
 * is refused naming the field, as for every schema-validated route.
 */
export async function readForm(
  request: FastifyRequest,
  options: { files: readonly string[] },
): Promise<Form> {
  const form: Form = { fields: {}, files: {} };
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!options.files.includes(part.fieldname))
          throw fieldError('VALIDATION_ERROR', part.fieldname);
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw fieldError('PAYLOAD_TOO_LARGE', part.fieldname, 413);
        if (bytes.length > 0) form.files[part.fieldname] = bytes;
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } else {
    // A JSON body read as a form: text, numbers and booleans as their text; `null`, arrays and
    // objects are refused naming the field (`[5]` is not 5, nor `null` the text "null").
    for (const [key, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string') form.fields[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean')
        form.fields[key] = String(value);
      else throw fieldError('VALIDATION_ERROR', key);
    }
  }
  const unsafe = findControlCharacter(form.fields);
  if (unsafe !== null) throw fieldError('VALIDATION_ERROR', unsafe);
  return form;
}
