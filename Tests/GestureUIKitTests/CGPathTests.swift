import Foundation
import Testing

import class GestureUIKit.CGMutablePath
import enum GestureUIKit.CGPathFillRule

@Suite struct CGPathTests {
    @Test("CGMutablePath: bounding box, winding and even-odd containment")
    func path() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))  // the same turn inside
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 5, y: 5)))  // winding 2: inside
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))  // two crossings: outside
        #expect(path.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
        #expect(CGMutablePath().boundingBox.isNull)
    }
}
