/** The profile screen while it loads, or when it could not load (spec sections 2 and 8). */
export function ProfileStatus({ loading = false }: { loading?: boolean }) {
  if (loading) {
    return (
      <div className="text-center py-5" role="status">
        <span className="spinner-border" aria-hidden="true" />
        <p className="mt-2 mb-0">Loading your profile...</p>
      </div>
    );
  }
  return (
    <div className="alert alert-danger" role="alert">
      Failed to load profile data. Please try again later.
    </div>
  );
}
