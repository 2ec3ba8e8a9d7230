// "Choose an image" file input (any image type, spec §5) for Up-scaling and Out-painting. The
// picked file goes to the screen's store as a data URL; the form field holds it too so the
// spec §5 "Please upload image first" shows like every other field message.
import { errorToast } from '@atelier/shell-contract';
import { Input, LabeledField, type FieldBinding } from '@atelier/ui-kit';
import type { FieldValues, Path } from 'react-hook-form';
import { isImageFile, readImageFile, type PickedImage } from '../media/read-file';

interface ImageFileFieldProps<T extends FieldValues> extends FieldBinding<T, Path<T>> {
  onPicked(image: PickedImage): void;
}

export function ImageFileField<T extends FieldValues>({ onPicked, ...binding }: ImageFileFieldProps<T>) {
  return (
    <LabeledField {...binding} label="Image">
      {(field) => (
        <Input
          type="file"
          accept="image/*"
          ref={field.ref}
          onBlur={field.onBlur}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            if (!isImageFile(file.type)) {
              errorToast('Please choose an image file');
              e.target.value = '';
              return;
            }
            const picked = await readImageFile(file);
            field.onChange(picked.dataUrl);
            onPicked(picked);
          }}
        />
      )}
    </LabeledField>
  );
}
