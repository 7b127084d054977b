import { Package } from 'lucide-react';
import { useState } from 'react';

/** The product's picture, or a neutral placeholder with its name when there is none or it fails to load. */
export function ProductImage({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        onError={() => setFailed(true)}
        className="aspect-[4/3] w-full rounded-md object-cover"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={name}
      className="flex h-24 w-full flex-col items-center justify-center gap-1 rounded-md bg-muted p-3 text-center text-muted-foreground sm:aspect-[4/3] sm:h-auto sm:gap-2"
    >
      <Package className="size-8" aria-hidden />
      <span className="line-clamp-2 text-sm font-medium">{name}</span>
    </div>
  );
}
