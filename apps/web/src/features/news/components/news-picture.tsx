import { IconPhoto } from '@tabler/icons-react';
import classes from './news.module.css';

interface NewsPictureProps {
  src: string | null;
  /** Empty for a picture beside its title (decorative). */
  alt?: string;
  /** The first picture of a screen loads at once; the others when they come near. */
  eager?: boolean;
  radius?: string;
}

/** A cover or thumbnail in a 16:9 frame (no jump while it loads), or a grey frame without one. */
export function NewsPicture({ src, alt = '', eager, radius }: NewsPictureProps) {
  return (
    <div className={classes.frame} style={radius ? { borderRadius: radius } : undefined}>
      {src ? (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <div className={classes.placeholder}>
          <IconPhoto size={32} stroke={1.4} />
        </div>
      )}
    </div>
  );
}
