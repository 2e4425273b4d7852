import { Button, Card, Grid, Stack } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/admin/page-header';

interface EditorFrameProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** Back to the list. */
  back: { to: string; label: string; testId: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Names and descriptions: on the left, above the rest on a phone. */
  languages: ReactNode;
  /** The other fields, in a card on the right with Save under them (admins only). */
  children: ReactNode;
  save: { shown: boolean; loading: boolean; label: string; testId: string };
  /** Under the form: the pictures, room types, or what comes once it is created. */
  after: ReactNode;
  /** `admin-hotel` → `admin-hotel-editor` (the page) and `admin-hotel-form`. */
  testId: string;
}

/** A back-office editor's page (a product, a hotel): header with Back, the form, what follows. */
export function EditorFrame(props: EditorFrameProps) {
  const { back, save, testId } = props;
  return (
    <Stack gap="md" data-testid={`${testId}-editor`}>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          <Button
            component={Link}
            to={back.to}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid={back.testId}
          >
            {back.label}
          </Button>
        }
      />
      <form onSubmit={props.onSubmit} noValidate data-testid={`${testId}-form`}>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 7 }}>{props.languages}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="md">
              <Stack gap="md">
                {props.children}
                {save.shown && (
                  <Button
                    type="submit"
                    loading={save.loading}
                    leftSection={<IconCheck size={18} />}
                    data-testid={save.testId}
                  >
                    {save.label}
                  </Button>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </form>
      {props.after}
    </Stack>
  );
}
