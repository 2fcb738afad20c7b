"""The money lab: many seeded games between computer players (in processes or on Dask), the
rule settings a teacher may change, and the statistics read from them."""
