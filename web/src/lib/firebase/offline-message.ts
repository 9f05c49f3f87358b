/** What a port says when the network fails it (a code chunk or a request that cannot load). */
export const OFFLINE_MESSAGE = 'Connexion impossible. Vérifiez votre connexion internet puis réessayez.';
