import { useEffect, useRef } from 'react';

interface TokenMutation {
  mutate: (input: { token: string }) => void;
}

/** Calls the mutation with the link's token once, even under React StrictMode's double effects (the token is single-use). */
export function useSingleUseTokenMutation(token: string | undefined, mutation: TokenMutation) {
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutation.mutate({ token });
  }, [token, mutation]);
}
