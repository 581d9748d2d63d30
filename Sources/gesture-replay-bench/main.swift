import ArgumentParsing
import Examples
import GestureBench

// gesture-replay-bench: generate a corpus and measure gesture-replay on it.
BenchTool.main(registry: Examples.registry)
