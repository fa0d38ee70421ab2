import type { CuttingType, LaminationType } from '@stickers62/core/contract';
import { cuttingNames, laminationNames, pictureTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { AcrylPicture } from './AcrylPicture';
import { type AcrylShape, acrylShape, cuttingCodes, filmLook, fittingLook, laminationCodes } from './looks';
import { SheetPicture, sampleTiles } from './SheetPicture';

export interface GalleryCatalogue {
  films: readonly string[];
  acrylTypes: readonly string[];
  /** The fitting each acrylic type is shown with (none when absent). */
  acrylFittings: Readonly<Record<string, string | null>>;
  /** Fittings shown each on a key ring. */
  fittings: readonly string[];
}

const a6 = { widthMm: 105, heightMm: 148 };
// Two columns of stickers (six), not three: the gallery draws eleven sheets, and each sticker is
// some seven SVG nodes the page hydrates.
const galleryTiles = sampleTiles(a6, 2);
const pictureWidth = 150;

function Figure({ picture, title, caption }: { picture: ReactNode; title: string; caption?: string }) {
  return (
    <li className="min-w-0">
      <figure className="flex h-full flex-col items-center gap-2 rounded-2xl border border-gray-200 bg-white p-3 text-center shadow-sm sm:p-4">
        <div className="flex flex-1 items-center">{picture}</div>
        <figcaption className="min-w-0 max-w-full text-xs sm:text-sm">
          <span className="block font-semibold text-gray-900 break-words">{title}</span>
          {caption && <span className="block text-gray-600">{caption}</span>}
        </figcaption>
      </figure>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</ul>
    </div>
  );
}

/** A sheet of stickers of the gallery: one film, lamination (none: null) and cutting. */
function SheetFigure({
  title,
  caption,
  sheet: { film, lamination, cutting },
}: {
  title: string;
  caption: string;
  sheet: { film: string; lamination: LaminationType | null; cutting: CuttingType };
}) {
  return (
    <Figure
      title={title}
      caption={caption}
      picture={
        <SheetPicture
          film={film}
          lamination={lamination}
          cutting={cutting}
          sheet={a6}
          tiles={galleryTiles}
          width={pictureWidth * 0.8}
          label={pictureTexts.stickerSheet(film, laminationNames[lamination ?? 'None'], cuttingNames[cutting])}
        />
      }
    />
  );
}

/** The films of the catalogue, each as a sheet of contour-cut stickers. */
export function FilmFigures({ films }: { films: readonly string[] }) {
  return films.map((film) => (
    <SheetFigure
      key={film}
      title={film}
      caption={pictureTexts.filmCaptions[filmLook(film)]}
      sheet={{ film, lamination: null, cutting: 'Contour' }}
    />
  ));
}

/** The acrylic types, each with its usual fitting, then each fitting on a key ring (a pin or magnet on a badge). */
export function AcrylFigures({
  catalogue,
}: {
  catalogue: Pick<GalleryCatalogue, 'acrylTypes' | 'acrylFittings' | 'fittings'>;
}) {
  const typeOf = (shape: AcrylShape) => catalogue.acrylTypes.find((type) => acrylShape(type) === shape);
  const keyRing = typeOf('keyRing') ?? catalogue.acrylTypes[0] ?? '';
  // A pin or a magnet is shown on a badge, the rest hang from a key ring.
  const hostOf = (fitting: string) => {
    const look = fittingLook(fitting);
    return (look === 'pin' || look === 'magnet' ? typeOf('badge') : undefined) ?? keyRing;
  };
  const pieces = [
    ...catalogue.acrylTypes.map((type) => [type, catalogue.acrylFittings[type] ?? null] as const),
    ...catalogue.fittings.map((fitting) => [hostOf(fitting), fitting] as const),
  ];
  return pieces.map(([type, fitting]) => (
    <Figure
      key={`${type}${fitting}`}
      title={fitting ?? type}
      caption={fitting ? type : undefined}
      picture={
        <AcrylPicture
          type={type}
          fitting={fitting}
          width={pictureWidth * 0.8}
          label={pictureTexts.acrylPiece(type, fitting)}
        />
      }
    />
  ));
}

/**
 * The landing's gallery: every film, lamination, cutting, acrylic type and fitting of the
 * catalogue as it looks, each with its name and what it gives.
 */
export function ProductGallery({ catalogue }: { catalogue: GalleryCatalogue }) {
  const film = catalogue.films[0] ?? '';
  return (
    <div className="flex flex-col gap-8" data-testid="product-gallery">
      <Group title={pictureTexts.filmsTitle}>
        <FilmFigures films={catalogue.films} />
      </Group>
      <Group title={pictureTexts.laminationsTitle}>
        {laminationCodes.map((code) => (
          <SheetFigure
            key={code}
            title={laminationNames[code]}
            caption={pictureTexts.laminationCaptions[code]}
            sheet={{ film, lamination: code, cutting: 'Contour' }}
          />
        ))}
      </Group>
      <Group title={pictureTexts.cuttingsTitle}>
        {cuttingCodes.map((code) => (
          <SheetFigure
            key={code}
            title={cuttingNames[code]}
            caption={pictureTexts.cuttingCaptions[code]}
            sheet={{ film, lamination: 'Glossy', cutting: code }}
          />
        ))}
      </Group>
      <Group title={pictureTexts.acrylTitle}>
        <AcrylFigures catalogue={catalogue} />
      </Group>
    </div>
  );
}

/** The landing's first picture: a holographic sheet of contour-cut stickers and a key ring. */
export function HeroPicture({ film, acrylType, fitting }: { film: string; acrylType: string; fitting: string }) {
  return (
    <div className="flex items-end justify-center gap-4" role="img" aria-label={pictureTexts.heroAlt}>
      <SheetPicture film={film} lamination="Glossy" cutting="Contour" sheet={a6} width={190} />
      <AcrylPicture type={acrylType} fitting={fitting} width={130} />
    </div>
  );
}
