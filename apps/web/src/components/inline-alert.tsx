import { type CSSProperties, type ReactNode, useId } from 'react';
import classes from './inline-alert.module.css';

interface InlineAlertProps {
  /** A Mantine colour name (`red`, `yellow`…): its light background and text colour. */
  color: string;
  icon: ReactNode;
  title?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * Mantine's `Alert` as `<Alert variant="light" color={color} icon={…} title={…}>` renders it (the
 * same elements, roles and styles), in plain markup: the member home page shows its error states
 * with it, so that `Alert` and its close button stay out of the first load.
 */
export function InlineAlert({ color, icon, title, children, ...others }: InlineAlertProps) {
  const id = useId();
  const colors = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div
      id={id}
      className={classes.root}
      style={colors}
      role="alert"
      aria-describedby={children ? `${id}-body` : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
      {...others}
    >
      <div className={classes.wrapper}>
        <div className={classes.icon}>{icon}</div>
        <div className={classes.body}>
          {title && (
            <div className={classes.title}>
              <span id={`${id}-title`} className={classes.label}>
                {title}
              </span>
            </div>
          )}
          {children && (
            <div id={`${id}-body`} className={classes.message}>
              {children}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
