import type { RefObject } from 'react';
import { PICTURE_TYPES } from '@/lib/picked-images';

interface PictureFileInputProps {
  /** Clicked by the screen's own button or drop area to open the picker. */
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (files: File[]) => void;
  testId: string;
}

/** The hidden file picker of a product's or hotel's pictures: several at once, picked again freely. */
export function PictureFileInput({ inputRef, onPick, testId }: PictureFileInputProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      multiple
      accept={PICTURE_TYPES.join(',')}
      hidden
      onChange={(event) => {
        onPick([...(event.currentTarget.files ?? [])]);
        event.currentTarget.value = '';
      }}
      data-testid={testId}
    />
  );
}
