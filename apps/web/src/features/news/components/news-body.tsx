import { Typography } from '@mantine/core';
import classes from './news.module.css';

/**
 * An article's body or a content page: HTML already sanitised by the server (no scripts, styles
 * or event handlers), in Mantine's typography styles; long words and wide pictures stay inside.
 */
export function NewsBody({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography className={classes.body}>
      <div
        data-testid={testId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize-html)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Typography>
  );
}
