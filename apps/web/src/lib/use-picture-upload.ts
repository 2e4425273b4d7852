import { useState } from 'react';
import { showError, showMessage } from '@/lib/messages';
import { splitPicked } from '@/lib/picked-images';

interface PictureUploadOptions {
  /** Pictures already stored, of at most `max`. */
  stored: number;
  max: number;
  /** The namespace of the `pictures.*` problem texts (`adminMall`). */
  namespace: string;
  send: (file: File) => Promise<unknown>;
}

/**
 * Picked pictures sent one by one (after a warning naming each problem of the rest); the first
 * failure is shown and stops the others. `uploading`: how many are still to go.
 */
export function usePictureUpload({ stored, max, namespace, send }: PictureUploadOptions) {
  const [uploading, setUploading] = useState(0);
  const upload = async (files: File[]) => {
    const { accepted, problems } = splitPicked(files, stored, max);
    for (const problem of problems) {
      showMessage({
        type: 'warning',
        text: { key: `${namespace}:pictures.${problem}`, values: { max } },
      });
    }
    setUploading(accepted.length);
    for (const file of accepted) {
      try {
        await send(file);
      } catch (failure) {
        showError(failure);
        break;
      } finally {
        setUploading((n) => Math.max(0, n - 1));
      }
    }
    setUploading(0);
  };
  return { uploading, upload };
}
