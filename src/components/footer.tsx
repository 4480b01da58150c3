export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
      Copyright &copy; {new Date().getFullYear()} Easy-Buy
    </footer>
  );
}
