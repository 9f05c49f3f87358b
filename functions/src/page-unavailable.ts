/**
 * Answered with 503 when a page cannot be rendered and none was rendered before: never the
 * platform's landing page, and no script (a reload is the retry).
 */
export function pageUnavailableHtml(): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Site momentanément indisponible</title>
    <style>
      body { margin: 0; min-height: 100dvh; display: grid; place-items: center; font-family: system-ui, sans-serif; color: #1a1a1a; }
      main { max-width: 32rem; padding: 24px; text-align: center; }
      h1 { font-size: 1.75rem; line-height: 1.2; }
      p { color: #4a4a4a; font-size: 1.125rem; }
      a { display: inline-block; margin-top: 8px; padding: 12px 20px; border-radius: 8px; background: #2e7d32; color: #fff; text-decoration: none; font-weight: 600; }
      a:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Ce site ne répond pas pour le moment</h1>
      <p>La connexion au serveur a échoué. Réessayez dans un instant.</p>
      <a href="">Réessayer</a>
    </main>
  </body>
</html>
`;
}
