import { Loader } from '@mantine/core';
import classes from './page-loader.module.css';

/** The global loading overlay with spinner (spec §2 app shell). */
export function PageLoader({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div className={classes.root} data-testid="page-loader">
      <Loader className={classes.loader} size="lg" type="oval" />
      <div className={classes.overlay} />
    </div>
  );
}
