"""Tests of the play loop, the bot registry and the arena."""
