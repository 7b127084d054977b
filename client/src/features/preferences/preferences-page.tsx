export default function PreferencesPage() {
  return <div className="mx-auto max-w-3xl px-4 py-8">Preferences</div>;
}
