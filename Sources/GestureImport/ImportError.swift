import GestureReplay

/// Why a device dump could not be imported: the same bad-input error as a
/// touch log's or a golden's, naming the file and the 1-based line
/// (`FILE:LINE: reason`; line 0 for a problem with the whole file).
public typealias ImportError = InputError
