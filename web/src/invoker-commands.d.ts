// HTML's invoker commands and light dismiss, which React passes through as plain attributes but
// its types do not list yet: a button opens or closes a dialog without any script.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
