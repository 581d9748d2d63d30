// The names swift-argument-parser's `ArgumentParser` module declares that a team's tool uses,
// declared again here: a stand-in module for NameClashTests, which imports it beside
// GestureReplayCLI as a team's own command-line tool would import both.

/// swift-argument-parser's names, each marking itself as the stand-in's.
public protocol ParsableCommand { static var origin: String { get } }
public protocol ParsableArguments { static var origin: String { get } }
public struct Option { public static let origin = "ArgumentParserNames" }
public struct Flag { public static let origin = "ArgumentParserNames" }
public struct Argument { public static let origin = "ArgumentParserNames" }
public struct OptionGroup { public static let origin = "ArgumentParserNames" }
public struct CommandConfiguration { public static let origin = "ArgumentParserNames" }
public struct ExitCode { public static let origin = "ArgumentParserNames" }
public struct ValidationError { public static let origin = "ArgumentParserNames" }
