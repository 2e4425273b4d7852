import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { ADMIN_MAX_LEVEL_DEPTH, type AdminPackage, updatePackageRequest } from '@rangkai/shared';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useUpdatePackage } from '../api/settings';

const FIELDS = ['price', 'bv', 'pairing_cap'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { level_depth: number; reason: string };

/** Edits price, BV, pairing cap and level depth of a package, validated like the API. */
export function PackageEditModal({
  pkg,
  onClose,
}: {
  pkg: AdminPackage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdatePackage();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setErrors({});
    setValues(
      pkg
        ? {
            price: pkg.price,
            bv: pkg.bv,
            pairing_cap: pkg.pairing_cap,
            level_depth: pkg.level_depth,
            reason: '',
          }
        : null,
    );
  }, [pkg]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const save = () => {
    if (!pkg || !values) return;
    const body = { ...values, reason: values.reason.trim() || undefined };
    const parsed = updatePackageRequest.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] = t(`packages.invalid.${String(issue.path[0])}`);
      setErrors(found);
      return;
    }
    update.mutate(
      { id: pkg.id, body },
      {
        onSuccess: () => {
          showSuccess('admin:packages.saved', { name: pkg.package_name_en });
          onClose();
        },
        onError: (err) => {
          const fields = isApiError(err) ? Object.keys(err.fieldErrors) : [];
          if (fields.length > 0) {
            setErrors(
              Object.fromEntries(
                fields.map((f) => [
                  f,
                  t(`packages.invalid.${f}`, { defaultValue: t('packages.invalid.price') }),
                ]),
              ),
            );
          } else {
            const code = isApiError(err) ? err.code : 'internalError';
            setErrors({ _: t(`errors:${code}`, { defaultValue: code }) });
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={pkg !== null}
      onClose={onClose}
      title={pkg ? t('packages.edit_title', { name: pkg.package_name_en }) : ''}
      centered
    >
      {values && (
        <Stack gap="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={`${t(`packages.${field}`)} (MYR)`}
              value={values[field]}
              onChange={(e) => set(field, e.currentTarget.value)}
              error={errors[field] || undefined}
              inputMode="decimal"
            />
          ))}
          <NumberInput
            label={t('packages.level_depth')}
            value={values.level_depth}
            onChange={(v) => set('level_depth', typeof v === 'number' ? v : Number(v))}
            min={0}
            max={ADMIN_MAX_LEVEL_DEPTH}
            allowDecimal={false}
            error={errors.level_depth || undefined}
          />
          <TextInput
            label={t('reason.label_optional')}
            value={values.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
            maxLength={500}
            error={errors._ || undefined}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={save} loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
