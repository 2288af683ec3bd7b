import { CvPageImage } from '../../shared/cv-photo-pages/cv-page-image';

/**
 * The applicant's CV as photos of paper pages (docs/decisions/0035-cv-photo-pages.md), in order, each opening full size.
 * Shown beside the structured CV overview; nothing when the applicant added no photos.
 */
export function CvPhotoPagesView({ pages }: { pages: string[] }) {
  if (pages.length === 0) return null;
  return (
    <section className="card mb-3" aria-labelledby="cv-photo-pages-title">
      <div className="card-body">
        <h2 className="h5 mb-3" id="cv-photo-pages-title">
          CV (photos of paper pages)
        </h2>
        <ol className="list-unstyled mb-0">
          {pages.map((url, index) => (
            <li key={url} className="mb-3">
              <CvPageImage url={url} position={index + 1} of={pages.length} />
              <span className="small text-body-secondary">
                Page {index + 1} of {pages.length}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
