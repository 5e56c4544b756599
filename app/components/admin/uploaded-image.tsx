// An image from the media library (POST /api/blog-images) drawn in an editor: its address and the size stored with
// it, so the browser keeps its room before it loads.
export function UploadedImage({
  image,
  alt,
  loading,
  className,
}: {
  image: { url: string; width: number; height: number };
  alt: string;
  loading?: "lazy";
  className: string;
}) {
  return (
    <img src={image.url} alt={alt} width={image.width} height={image.height} loading={loading} className={className} />
  );
}
