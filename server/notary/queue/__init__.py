"""The electronic queue: a citizen books a notary's time for a service of the catalogue; an act's visit takes its
place in the same plan (docs/queue.md)."""
