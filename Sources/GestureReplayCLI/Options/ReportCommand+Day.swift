import ArgumentParsing
import Foundation

extension ReportCommand {
    /// `--since`: a day (midnight UTC) or a time.
    struct Day: ArgumentValue {
        var date: Date

        init(argument: String) throws(InvalidArgument) {
            guard let date = Self.parseDate(argument) else {
                throw InvalidArgument(expected: "a day or a time such as 2024-05-01 or 2024-05-01T02:00:00Z")
            }
            self.date = date
        }

        /// A day (`2024-05-01`, midnight UTC) or an ISO 8601 time.
        static func parseDate(_ text: String) -> Date? {
            let parts = text.split(separator: "-")
            if parts.count == 3, text.count == 10, let year = Int(parts[0]), let month = Int(parts[1]),
                let day = Int(parts[2])
            {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let components = DateComponents(year: year, month: month, day: day)
                guard components.isValidDate(in: calendar) else { return nil }
                return calendar.date(from: components)
            }
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: text) { return date }
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.date(from: text)
        }
    }
}
