# An empty program: bench/run.py times it on each engine as the start-up cost.
