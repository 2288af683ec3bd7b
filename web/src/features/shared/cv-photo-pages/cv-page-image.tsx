/** One page of a photo CV, opening full size in a new tab: the seeker's own list and the employer's view. */
export function CvPageImage({ url, position, of }: { url: string; position: number; of: number }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="d-block">
      <img src={url} alt={`CV page ${position} of ${of}`} loading="lazy" className="img-fluid border rounded w-100" />
    </a>
  );
}
